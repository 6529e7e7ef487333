-- Trigram matching for names and catalogue terms (DESIGN: pg_trgm for names).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
