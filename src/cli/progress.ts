/** A one-line progress bar on a terminal; plain occasional lines otherwise (logs, CI). */
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastPlain = -1;
  return {
    update(done: number, total: number) {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const percent = Math.floor(ratio * 100);
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(ratio * width);
        stream.write(
          `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% (${done}/${total})`,
        );
      } else if (percent >= lastPlain + 25 || done === total) {
        lastPlain = percent;
        stream.write(`${label}: ${percent}% (${done}/${total})\n`);
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
