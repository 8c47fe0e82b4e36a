-- Nothing to change in the schema. Kept so that the list of migrations stays the one that databases
-- which applied it recorded. It once made a database upgraded by an earlier build count as
-- upgraded again, so that the vacuum after migrations ran; that tidy step is now explicit:
-- `npm run db:migrate` vacuums and analyzes every time it runs (lib/db/client.ts, tidyDatabase).
SELECT 1;
