import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { adminLoginSchema, type AdminLoginInput } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useAuthenticate } from '../api/authenticate';

type LoginValues = { email: string; password: string };

/** The /admin sign-in: the seed's 'Admin Access' card with an email field added. */
export function AdminGate() {
  const authenticate = useAuthenticate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginInput, unknown, LoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const describe = (id: string, message?: string) => ({
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-50 px-4 py-16">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-navy-900" aria-hidden="true">
            <Lock className="h-6 w-6 text-teal-300" />
          </span>
          <h1 className="text-2xl font-bold text-navy-900">Admin Access</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in with your staff account.</p>
        </div>
        <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => authenticate.mutate(values))}>
          <div>
            <Label htmlFor="admin-email">Email</Label>
            <Input type="email" autoComplete="username" inputMode="email" required {...describe('admin-email', errors.email?.message)} {...register('email')} />
            <FieldError id="admin-email-error" message={errors.email?.message} />
          </div>
          <div>
            <Label htmlFor="admin-password">Password</Label>
            <Input type="password" autoComplete="current-password" required {...describe('admin-password', errors.password?.message)} {...register('password')} />
            <FieldError id="admin-password-error" message={errors.password?.message} />
          </div>
          <Button type="submit" className="w-full" disabled={authenticate.isPending}>
            {authenticate.isPending ? 'Checking...' : 'Access Dashboard'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="font-medium text-teal-800 underline-offset-2 hover:underline">
            Back to Website
          </Link>
        </p>
      </div>
    </main>
  );
}
