import readline from 'node:readline';
import { OwnerInputError } from '../modules/owner';

/** Reads one line from the terminal; with `hidden`, what is typed is not echoed. */
export function promptLine(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
    });
    if (options.hidden) {
      // Print the question once, then echo nothing of what is typed.
      const output = rl as unknown as { _writeToOutput: (text: string) => void };
      let asked = false;
      output._writeToOutput = (text: string) => {
        if (!asked) {
          process.stdout.write(text);
          asked = true;
        }
      };
    }
    rl.question(question, (answer) => {
      if (options.hidden) process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
    rl.on('SIGINT', () => {
      rl.close();
      reject(new OwnerInputError('Cancelled: nothing was changed.'));
    });
  });
}
