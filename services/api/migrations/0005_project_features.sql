-- Features a project offers to toolkits that read them from the API
-- (GET /appkit/v1/config): only the ones set explicitly, e.g.
-- {"swaps": true, "socials": ["google"]}; the rest are the server defaults
-- (src/projects/ProjectFeatures.ts).
ALTER TABLE projects ADD COLUMN features jsonb NOT NULL DEFAULT '{}'::jsonb;
