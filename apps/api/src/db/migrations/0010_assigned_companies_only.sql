-- Advisors and secretaries reach the companies they are assigned to (issue 11): the seeded
-- advisor and secretary roles no longer hold "show accounts all". An admin may grant it again.
DELETE FROM "role_permissions"
WHERE "permission_id" IN (SELECT "id" FROM "permissions" WHERE "name" = 'show accounts all')
  AND "role_id" IN (SELECT "id" FROM "roles" WHERE "name" IN ('advisor', 'secretary'));
