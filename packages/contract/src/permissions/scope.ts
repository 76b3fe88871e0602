/** The account / site / employer the user is currently working in. */
export type Selection = {
  accountId?: number | null;
  siteId?: number | null;
  employerId?: number | null;
};

/** Scope key (`all`, `account:1`, ...) → permission strings granted in that scope. */
export type PermissionMap = Record<string, string[]>;

export type ScopeType = 'account' | 'site' | 'employer';

export type ParsedScope = { type: 'all' } | { type: ScopeType; id: number };

export type ScopeKey = 'all' | `${ScopeType}:${number}`;

// Canonical non-negative integer only: `account:01`, `account:1.5` or
// `account: 1` are treated as malformed rather than silently normalised.
const SCOPE_KEY_PATTERN = /^(account|site|employer):(0|[1-9]\d*)$/;

export function parseScopeKey(key: string): ParsedScope | null {
  if (key === 'all') return { type: 'all' };
  const match = SCOPE_KEY_PATTERN.exec(key);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return null;
  return { type: match[1] as ScopeType, id };
}

export function scopeMatches(scopeKey: string, selection: Selection): boolean {
  const scope = parseScopeKey(scopeKey);
  if (!scope) return false;
  switch (scope.type) {
    case 'all':
      return true;
    case 'account':
      return selection.accountId === scope.id;
    case 'site':
      return selection.siteId === scope.id;
    case 'employer':
      return selection.employerId === scope.id;
  }
}

export function scopeKey(type: 'all'): 'all';
export function scopeKey(type: ScopeType, id: number): `${ScopeType}:${number}`;
export function scopeKey(type: ParsedScope['type'], id?: number): ScopeKey {
  if (type === 'all') return 'all';
  // Throw here rather than emit a key that could never match a selection.
  if (id === undefined || !Number.isSafeInteger(id) || id < 0) {
    throw new RangeError(`Invalid ${type} id for scope key: ${String(id)}`);
  }
  return `${type}:${id}`;
}
