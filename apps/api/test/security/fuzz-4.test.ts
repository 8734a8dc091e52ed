/** Fuzzing, shard 4 of 4 (see fuzz-suite.ts). */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite(3, 4);
