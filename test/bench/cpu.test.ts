import { describe, expect, it } from 'vitest';
import { CPU_TICK_MICROS, cpuBetween, parseProcStat, processCpuMicros, readCpu } from '../../bench/common/cpu.js';

describe('server CPU time from /proc', () => {
  it('reads utime and stime after the command name, which may hold spaces and parentheses', () => {
    const fields = ['S', '1', '2', '3', '0', '-1', '4194560', '100', '0', '0', '0', '1234', '567', '8', '9'];
    expect(parseProcStat(`4242 (node) ${fields.join(' ')} 20 0 11`)).toEqual({ userTicks: 1234, systemTicks: 567 });
    expect(parseProcStat(`4242 (a (b) c) ${fields.join(' ')} 20 0 11`)).toEqual({ userTicks: 1234, systemTicks: 567 });
    expect(() => parseProcStat('nothing here')).toThrow();
  });

  it('sums what each process spent between two readings, a process new in the second from zero', () => {
    const before = new Map([
      [1, 1000],
      [2, 5000],
    ]);
    const after = new Map([
      [1, 1800],
      [2, 5000],
      [3, 300],
    ]);
    expect(cpuBetween(before, after)).toBe(1100);
  });

  it("follows this process's own CPU time, and reads 0 for a process that is gone", () => {
    const before = readCpu([process.pid]);
    const started = process.cpuUsage();
    let spent = process.cpuUsage(started);
    while (spent.user + spent.system < 200_000) spent = process.cpuUsage(started);
    const measured = cpuBetween(before, readCpu([process.pid]));
    expect(measured).toBeGreaterThanOrEqual(200_000 - 2 * CPU_TICK_MICROS);
    expect(measured).toBeLessThan(5_000_000);
    expect(processCpuMicros(2 ** 22 + 1)).toBe(0);
  });
});
