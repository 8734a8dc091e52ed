/** Fuzzing, shard 1 of 2 (see fuzz-suite.ts). */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite(0, 2);
