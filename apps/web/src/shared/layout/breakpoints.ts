/**
 * Below 992 px the top bar folds its view switcher into a menu and every dialog fills the screen
 * (at 768 px the full top bar is cut and centred dialogs waste the width). Page layouts
 * still collapse below the spec's 768 px (`MOBILE_QUERY`).
 */
export const NARROW_QUERY = '(max-width: 991.98px)';
