-- Extensions first: the trigram indexes of later migrations need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
