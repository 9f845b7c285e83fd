import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('flex gap-1 overflow-x-auto border-b border-slate-200', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const trigger = useRef<HTMLButtonElement>(null);
  // On a narrow screen the strip scrolls sideways: the selected tab is brought into it (the strip
  // alone scrolls, never the page), so nobody has to hunt for where they are.
  useEffect(() => {
    const tab = trigger.current;
    const strip = tab?.parentElement;
    if (!tab || !strip || tab.dataset.state !== 'active') return;
    const [inner, outer] = [tab.getBoundingClientRect(), strip.getBoundingClientRect()];
    if (inner.left < outer.left || inner.right > outer.right) strip.scrollLeft += inner.left - outer.left - 16;
  });
  return (
    <TabsPrimitive.Trigger
      ref={trigger}
      className={cn(
        '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600',
        'hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600',
        'data-[state=active]:border-teal-700 data-[state=active]:text-navy-900',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  // The panel is a tab stop of its own (after the tabs, before its first control): it shows the focus like every other.
  return (
    <TabsPrimitive.Content
      className={cn('mt-2 rounded-md pt-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600', className)}
      {...props}
    />
  );
}
