import { readFileSync } from 'node:fs';
import { runMetabolismSimulation, type SimulationOptions } from './metabolism.simulation';
import { fromJson, toJson } from './metabolism.simulation.node';

/** Reads a list of SimulationOptions as JSON on stdin and writes each run's readings, in order, as JSON on stdout. */
const runs = fromJson(readFileSync(0, 'utf8')) as SimulationOptions[];
process.stdout.write(toJson(runs.map((options) => runMetabolismSimulation(options))));
