/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    };
    type Histogram = { average: number; p50: number; p99: number; total: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      /** Seconds elapsed (to the hundredth). */
      duration: number;
    };
  }
  function autocannon(opts: {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    requests?: autocannon.Request[];
  }): Promise<autocannon.Result>;
  export default autocannon;
}
