"""The person's graded play in the database: the grading job, its marks and reads, the report,
the leaks, the results series and the "your spots" drill's queue."""
