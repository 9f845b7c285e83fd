declare module 'fxa-common-password-list' {
  /** True when the password is in the list of commonly used passwords. */
  export function test(password: string): boolean;
}
