import { createContext, useContext } from 'react';
import type { StaffMember } from '../../contract/staff/staff';

const CurrentMember = createContext<StaffMember | null>(null);

/** The admin panel's signed-in member, for every tab below the shell. */
export const CurrentMemberProvider = CurrentMember.Provider;

/** Whether the signed-in member is an admin: the panel hides what a caseworker may not do (the server refuses it anyway). */
export function useIsAdmin(): boolean {
  return useContext(CurrentMember)?.isAdmin ?? false;
}

/** The signed-in member (null outside the admin panel). */
export function useCurrentMember(): StaffMember | null {
  return useContext(CurrentMember);
}

/** The word for the panel's own people in its wording: an admin reads "Admin", a caseworker "Staff". */
export function useRoleWord(): 'Admin' | 'Staff' {
  return useIsAdmin() ? 'Admin' : 'Staff';
}
