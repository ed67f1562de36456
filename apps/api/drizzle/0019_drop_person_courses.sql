-- Superseded by enrolments (0018, ADR 0038), which copied its rows with their history.
DROP TABLE "person_courses" CASCADE;