/** Whether a process of this id runs on this machine (one of another user's counts: signal 0 is refused with EPERM). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
