/** Fuzzing, shard 3 of 4 (see fuzz-suite.ts). */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite(2, 4);
