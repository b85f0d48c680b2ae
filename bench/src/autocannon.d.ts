declare module 'autocannon' {
  interface Stats {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Stats & { total: number };
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    pipelining?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
