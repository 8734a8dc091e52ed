/** Fuzzing, shard 1 of 4 (see fuzz-suite.ts). */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite(0, 4);
