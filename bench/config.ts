/** What the benchmark scripts agree on: where the bench data lives and who signs in. */
export const BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/rollcall_bench";
export const BENCH_AGENCY_ID = "be0c0000-0000-4000-8000-000000000001";
export const BENCH_ADMIN_EMAIL = "admin@bench.rollcall.test";
export const BENCH_PASSWORD = "bench-password-1";
