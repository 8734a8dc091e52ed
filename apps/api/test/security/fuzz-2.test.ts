/** Fuzzing, shard 2 of 2 (see fuzz-suite.ts). */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite(1, 2);
