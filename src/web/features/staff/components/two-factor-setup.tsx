import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { mfaConfirmSchema, type StaffMember } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { serverMessage } from '../../../lib/server-message';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The QR code as SVG squares (no image data URL: the CSP allows none). */
function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const size = modules.length + 8;
  // One square per dark module, inside a 4-module quiet zone.
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + 4} ${y + 4}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="h-48 w-48 rounded-md border border-slate-200 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

/** The recovery codes, shown once, right after two-factor sign-in is turned on. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 font-medium text-green-800">
        <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        Two-factor sign-in is now on.
      </p>
      <p className="text-sm text-slate-700">
        Keep these recovery codes somewhere safe (not on your phone). Each one signs you in once if you lose your authenticator. They are shown only
        now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button variant="outline" onClick={onSaved}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

/** Two-factor sign-in on the profile page: scan, confirm with a code, keep the recovery codes. */
export function TwoFactorSetup({ member }: { member: StaffMember }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const form = useZodForm(mfaConfirmSchema, { defaultValues: { code: '' } });
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;
  if (member.mfaEnabled) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-green-700" />
        Two-factor sign-in is on. If you lose your phone, use a recovery code, or ask an admin to reset it.
      </p>
    );
  }
  if (!start.data) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          Off. With it on, signing in also needs a 6-digit code from an authenticator app on your phone, so a stolen password alone is not enough.
        </p>
        <FieldError
          id="mfa-start-error"
          message={start.isError ? (serverMessage(start.error) ?? 'Two-factor set-up could not start.') : undefined}
        />
        <div>
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? 'Starting...' : 'Set up two-factor sign-in'}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start"
      onSubmit={form.handleSubmit(
        ({ code }) => confirm.mutate(code, { onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes) }),
        // A new attempt the form refuses: the server's answer to the last one no longer applies.
        () => confirm.reset(),
      )}
    >
      <QrCode modules={start.data.qr} label="QR code to scan with your authenticator app" />
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          Scan the code with an authenticator app (or enter this key:{' '}
          <code className="font-mono break-all" data-testid="mfa-secret">
            {start.data.secret}
          </code>
          ), then enter the 6-digit code it shows.
        </p>
        <FormField form={form} name="code" id="mfa-code" label="Code from the app">
          {(control) => <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...control} />}
        </FormField>
        <FieldError
          id="mfa-confirm-error"
          message={confirm.isError ? (serverMessage(confirm.error) ?? 'The code could not be checked.') : undefined}
        />
        <div>
          <SubmitButton pending={confirm.isPending} label="Turn on two-factor sign-in" pendingLabel="Checking..." />
        </div>
      </div>
    </form>
  );
}
