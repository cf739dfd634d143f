/** The dossier's refusals, as the server answers them (the web translates them). */
export const DOSSIER_MESSAGES = {
  forbidden: 'Recruiters cannot make dossiers de compétences',
  templateForbidden: 'Only an Admin can change the dossier template',
  stale: 'This dossier was changed by someone else. Reload to see the latest version.',
  fileNotFound: 'Dossier not found',
  templateTooLarge: 'The dossier template must be at most 5 MB',
  templateBase64: 'contentBase64 must be the template file encoded in base64',
} as const;

/** The largest template an Admin may upload (a Word template with a logo is well under it). */
export const MAX_DOSSIER_TEMPLATE_BYTES = 5 * 1024 * 1024;
