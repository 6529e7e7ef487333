// janode imports createSocket for its Unix-socket transport; JANUS_URL is always ws:// or wss://.
exports.createSocket = () => {
  throw new Error('Janus over a Unix socket is not supported: set JANUS_URL to a ws:// or wss:// address')
}
