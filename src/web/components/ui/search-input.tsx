import { Search } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';

/** A small search box with its magnifier icon; the caller labels it. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-500" />
      <Input type="search" fieldSize="sm" className="pl-8" {...props} />
    </div>
  );
}

/**
 * A labelled search box (the label for screen readers) that tells `onSearch` the trimmed text once
 * typing pauses for 300 ms.
 */
export function SearchField({
  id,
  label,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="w-full max-w-sm" style={{ width: '18rem' }}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchInput id={id} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
