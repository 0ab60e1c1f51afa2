-- The funding is the provider's to say for every card saved since 0027: a save that forgets it fails.
ALTER TABLE "cards" ALTER COLUMN "funding" DROP DEFAULT;