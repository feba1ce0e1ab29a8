"""A cache server that misbehaves, for the HTTP client's tests (RemoteHTTPClientTests): it
prints its port, then answers by the first part of the path:
  /slow/...      waits 30 s before answering
  /redirect/...  302 to /evil/... on the same server
  /evil/...      records that it was asked (and whether with a token) in EVIDENCE_FILE
  /huge/...      200 with a 100 MB Content-Length, sending zeros
  /endless/...   200 with no length, sending zeros until the client leaves
  /error/...     500
Usage: misbehaving_server.py EVIDENCE_FILE"""
import http.server
import socketserver
import sys
import time

evidence = sys.argv[1]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self):
        part = self.path.split("/")[1]
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        if part == "slow":
            time.sleep(30)
        if part == "redirect":
            self.send_response(302)
            self.send_header("Location", "/evil" + self.path[len("/redirect"):])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if part == "evil":
            with open(evidence, "a") as f:
                f.write(f"{self.command} {self.path} token={self.headers.get('Authorization') is not None}\n")
        if part == "huge":
            self.send_response(200)
            self.send_header("Content-Length", str(100 << 20))
            self.end_headers()
            try:
                for _ in range(100):
                    self.wfile.write(bytes(1 << 20))
            except OSError:
                pass
            return
        if part == "endless":
            self.send_response(200)
            self.send_header("Connection", "close")
            self.end_headers()
            try:
                for _ in range(1000):
                    self.wfile.write(bytes(1 << 20))
            except OSError:
                pass
            return
        status = 500 if part == "error" else 404
        body = b"no"
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    do_GET = do_HEAD = do_PUT = answer


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
