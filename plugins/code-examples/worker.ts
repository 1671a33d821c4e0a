/**
 * Analyses the examples it is given with one TypeScript language service (`language-service.ts`). Runs in a
 * process of its own (`node --import tsx worker.ts <request.json>`), so the compiler's memory is freed as soon
 * as the answer is written and the build goes on meanwhile.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { type AnalysisUnit, createExampleService, type UnitAnalysis } from './language-service';

export interface AnalysisRequest {
    siteDir: string;
    units: AnalysisUnit[];
    /** Where the answer, an `AnalysisResponse` as JSON, goes */
    outFile: string;
}

export interface AnalysisResponse {
    units: Record<string, UnitAnalysis>;
    /** CPU time the analysis took (user and system), a steadier measure than wall time on a busy machine */
    cpuSeconds: number;
}

const requestFile = process.argv[2];
if (requestFile) {
    const request = JSON.parse(readFileSync(requestFile, 'utf8')) as AnalysisRequest;
    const { analyse } = createExampleService(request.siteDir, request.units);
    const units = analyse();
    const { user, system } = process.cpuUsage();
    writeFileSync(
        request.outFile,
        JSON.stringify({ units, cpuSeconds: (user + system) / 1e6 } satisfies AnalysisResponse),
    );
}
