import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { contactConfirmation } from '../../../../contract/intake/contact-messages';
import { Button } from '../../../components/ui/button';

/** In the contact form's place once the message was received: that it arrived, what happens next, and a way to write again. */
export function ContactConfirmation({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: take them to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-4" data-testid="contact-confirmation">
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-navy-900 outline-none">
        <CircleCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-green-700" />
        {contactConfirmation.title}
      </h3>
      {contactConfirmation.lines.map((line) => (
        <p key={line} className="text-slate-700">
          {line}
        </p>
      ))}
      <div>
        <Button variant="outline" onClick={onAnother}>
          Send another message
        </Button>
      </div>
    </div>
  );
}
