/** A staff member as staff see them: their name, or their email when they have none. */
export const staffName = (member: { email: string | null; firstName: string | null; lastName: string | null }): string | null =>
  member.email ? [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email : null;
