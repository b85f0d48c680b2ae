/** The deal's time limits live in the contract, where the help pages read the same values (decision 0056). */
export { dealWindows } from '@phonehaat/contract';

export const after = (start: Date, ms: number) => new Date(start.getTime() + ms);
