-- Issue 16 (items 5 and 11, SECURITY 30). Stored roles keep only permissions something enforces
-- (`notifications.*`, `employers.delete`, `dashboard.access`, … go), and a role meant for a site or
-- an employer keeps only what acts there: a string that fits stays as written, of a wider one
-- (`all`, `jobs.all`) the pairs that act there stay: the rule of `fitPermissions`
-- (packages/contract/src/permissions/places.ts), over the registry of this release written out
-- (width: 0 employer, 1 site, 2 account). Tested in apps/api/src/db/role-rights-migration.test.ts.
WITH registry(subject, action, width) AS (
  VALUES
    ('dashboard', 'read', 1),
    ('accounts', 'update', 2),
    ('sites', 'read', 1),
    ('sites', 'create', 2),
    ('sites', 'update', 1),
    ('account_users', 'read', 2),
    ('account_users', 'create', 2),
    ('account_users', 'update', 2),
    ('account_users', 'delete', 2),
    ('roles', 'read', 2),
    ('roles', 'create', 2),
    ('roles', 'update', 2),
    ('roles', 'delete', 2),
    ('employers', 'read', 1),
    ('employers', 'create', 1),
    ('employers', 'update', 1),
    ('employers', 'approve', 1),
    ('employers', 'export', 1),
    ('employer_profile', 'read', 0),
    ('employer_profile', 'update', 0),
    ('employer_users', 'read', 0),
    ('employer_users', 'create', 0),
    ('employer_users', 'update', 0),
    ('employer_users', 'delete', 0),
    ('jobs', 'read', 0),
    ('jobs', 'create', 0),
    ('jobs', 'update', 0),
    ('jobs', 'delete', 0),
    ('jobs', 'approve', 1),
    ('jobs', 'export', 0),
    ('flagged_jobs', 'read', 1),
    ('flagged_jobs', 'update', 1),
    ('job_feedback', 'read', 0),
    ('seekers', 'read', 1),
    ('seekers', 'update', 1),
    ('seekers', 'export', 1),
    ('applications', 'read', 0),
    ('applications', 'update', 0),
    ('applications', 'export', 0),
    ('consultants', 'read', 1),
    ('consultants', 'create', 1),
    ('consultants', 'update', 1),
    ('credits', 'read', 0),
    ('credits', 'create', 0),
    ('credits', 'update', 1),
    ('credits', 'export', 0),
    ('settings', 'read', 1),
    ('settings', 'update', 1),
    ('audit_log', 'read', 2),
    ('audit_log', 'export', 2),
    ('impersonation', 'impersonate', 1)
),
held AS (
  SELECT r.id, CASE r.scope_type WHEN 'employer' THEN 0 WHEN 'site' THEN 1 ELSE 2 END AS role_width, p.permission
  FROM roles r
  CROSS JOIN LATERAL unnest(r.permissions) AS p(permission)
),
covered AS (
  SELECT h.id, h.role_width, h.permission, g.subject, g.action, g.width
  FROM held h
  JOIN registry g
    ON h.permission = 'all' OR h.permission = g.subject || '.all' OR h.permission = g.subject || '.' || g.action
),
fit AS (
  SELECT id, permission, bool_and(width <= role_width) AS fits FROM covered GROUP BY id, permission
),
kept AS (
  SELECT id, permission FROM fit WHERE fits
  UNION
  SELECT c.id, c.subject || '.' || c.action
  FROM covered c
  JOIN fit f ON f.id = c.id AND f.permission = c.permission
  WHERE NOT f.fits AND c.width <= c.role_width
),
cleaned AS (
  SELECT r.id,
    coalesce(array_agg(k.permission ORDER BY k.permission COLLATE "C") FILTER (WHERE k.permission IS NOT NULL), '{}'::text[]) AS permissions
  FROM roles r
  LEFT JOIN kept k ON k.id = r.id
  GROUP BY r.id
)
UPDATE roles r
SET permissions = c.permissions, updated_at = now()
FROM cleaned c
WHERE c.id = r.id AND NOT (c.permissions @> r.permissions AND r.permissions @> c.permissions);
