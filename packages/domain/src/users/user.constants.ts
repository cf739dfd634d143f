/**
 * The users area's constants and zod-free checks. They live apart from the schemas so that the
 * sign-in page can use them without loading zod (/login ≤ 120 KiB of JS).
 */
export const ROLES = ['Admin', 'Sales', 'Recruiter'] as const;
export type TRoleName = (typeof ROLES)[number];

export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'New password must be at least 8 characters long',
  passwordsDoNotMatch: 'New passwords do not match',
  currentPasswordRequired: 'Current password is required to change password',
  currentPasswordWrong: 'Current password is incorrect',
  emailTaken: 'A user with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  adminRequired: 'Access denied: Admin role required',
  loginFieldsRequired: 'Please fill in all fields',
  invalidCredentials: 'Invalid email or password',
  languageInvalid: 'Language must be en, fr or null',
  avatarUrlInvalid: 'Avatar URL must be an http or https address',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;

export function isRole(value: unknown): value is TRoleName {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Spec 001 §5, Login: both fields are required ('Please fill in all fields'). */
export function isLoginFilled(email: string, password: string): boolean {
  return email.trim().length > 0 && password.length > 0;
}

/**
 * An avatar is shown as an image source to every user: only a web address, never `javascript:`,
 * `data:` or a local file.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
