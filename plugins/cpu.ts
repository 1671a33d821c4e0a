/**
 * CPU time (user and system) the process has used since `before` (`process.cpuUsage()`), in milliseconds. Over code that
 * never yields it is that code's own, whatever else the machine is doing: a build log's figure that load does not skew.
 */
export function cpuMilliseconds(before: NodeJS.CpuUsage): number {
    const { user, system } = process.cpuUsage(before);
    return Math.round((user + system) / 1000);
}
