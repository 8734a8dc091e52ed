/** Fuzzing, shard 2 of 4 (see fuzz-suite.ts). */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite(1, 4);
