// Types of slowest-first.js (plain JS for jest, which loads a test sequencer untransformed).
import TestSequencer from '@jest/test-sequencer';
export declare const SLOWEST_FILES: string[];
export default class SlowestFirst extends TestSequencer {}
