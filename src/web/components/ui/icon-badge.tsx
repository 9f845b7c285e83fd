import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An icon on a coloured tile or disc (decorative: the text beside it says what it is). */
export function IconBadge({ icon: Icon, className, iconClassName }: { icon: LucideIcon; className: string; iconClassName: string }) {
  return (
    <span className={cn('flex shrink-0 items-center justify-center', className)} aria-hidden="true">
      <Icon className={iconClassName} />
    </span>
  );
}
