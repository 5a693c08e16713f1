// Preloaded into the dev chain's node (devChain.ts, `node --import`). That node runs in a process
// group of its own, so a Ctrl-C in the terminal reaches `npm start` alone, which journals the last
// blocks before it stops the node; and it must not outlive its parent: it exits when the IPC channel
// to the parent closes, which it does when the parent exits, even killed.
process.on('disconnect', () => process.exit(0))
