/** The spec's local-storage keys (document 000 §3 "Session", §9 "Storage keys"), verbatim. */
export const STORAGE_KEYS = {
  token: 'accessToken',
  user: 'user',
  type: 'type',
  consultant: 'consultant',
  isAllianceLeader: 'is_alliance_leader',
  isBelongToAlliance: 'is_belong_to_alliacne',
  tokenTafweej: 'token_tafweej',
  permissions: 'permissions',
  isPolicy: 'is_policy',
  lang: 'lang',
  /** Set on logout so other tabs and sibling sites notice it. */
  logout: 'logout',
  /** The path a guest tried to open; read once after login, then removed. */
  redirect: 'redirect_path',
} as const;

/** Every key a logout removes (lang stays: it is a preference, not session data). */
export const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.type,
  STORAGE_KEYS.consultant,
  STORAGE_KEYS.isAllianceLeader,
  STORAGE_KEYS.isBelongToAlliance,
  STORAGE_KEYS.tokenTafweej,
  STORAGE_KEYS.permissions,
  STORAGE_KEYS.isPolicy,
] as const;
