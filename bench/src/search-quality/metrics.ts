/**
 * Ranking metrics of the search-quality bench. `grades` are the judged grades (0, 1, 2) of the
 * listings the server returned, in its order; `catalogueGrades` those of every listing in the catalogue.
 */

/** |relevant (grade ≥ 1) in the first k| / min(k, |relevant in the catalogue|); 1 when nothing is relevant. */
export function recallAt(k: number, grades: readonly number[], catalogueGrades: readonly number[]): number {
  const relevant = catalogueGrades.filter((grade) => grade >= 1).length;
  if (relevant === 0) return 1;
  const found = grades.slice(0, k).filter((grade) => grade >= 1).length;
  return found / Math.min(k, relevant);
}

/** Discounted cumulative gain of the first k, with gain 2^grade − 1 (an exact match counts three near ones). */
export function dcgAt(k: number, grades: readonly number[]): number {
  return grades.slice(0, k).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

/** DCG of the returned order over DCG of the catalogue's best k; 1 when nothing is relevant. */
export function ndcgAt(k: number, grades: readonly number[], catalogueGrades: readonly number[]): number {
  const ideal = dcgAt(
    k,
    [...catalogueGrades].sort((a, b) => b - a),
  );
  return ideal === 0 ? 1 : dcgAt(k, grades) / ideal;
}

/** The value at quantile q (0..1) of samples, nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
