/** The ?fiscalYear= of the finance reads; every query of the screen names its year. */
export const fiscalYearSearch = (fiscalYear: string) => `?${new URLSearchParams({ fiscalYear })}`;
