// Command shokuji-ferretdb runs FerretDB v1 through its embeddable package, for
// tests only: on SQLite (--sqlite-dir, test/engines) or on a PostgreSQL server
// (--postgresql-url, test/cluster).
//
// Why not `go install github.com/FerretDB/FerretDB/cmd/ferretdb`: that binary
// panics at start-up unless build/version/version.txt was generated in the
// source tree, which a module-proxy download never has. The embeddable package
// skips that check, and it keeps telemetry disabled and locked.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
	"github.com/FerretDB/wire/wireclient"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27027", "TCP address to listen on (loopback only)")
	dataDir := flag.String("sqlite-dir", "", "directory for the SQLite databases (this or --postgresql-url)")
	pgURL := flag.String("postgresql-url", "", "PostgreSQL URL, e.g. postgres://user@127.0.0.1:5432/ferretdb (this or --sqlite-dir)")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	ping := flag.String("ping", "", "only send one MongoDB wire `ping` to this host:port and exit 0 if it answers ok:1")
	flag.Parse()

	if *ping != "" {
		os.Exit(pingOnce(*ping))
	}

	if (*dataDir == "") == (*pgURL == "") {
		fail("exactly one of --sqlite-dir and --postgresql-url is required")
	}

	host, _, err := net.SplitHostPort(*listen)
	if err != nil {
		fail("bad --listen-addr %q: %v", *listen, err)
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		fail("--listen-addr must be a loopback IP address, got %q", host)
	}

	config := &ferretdb.Config{Listener: ferretdb.ListenerConfig{TCP: *listen}}
	store := *pgURL
	if *pgURL != "" {
		config.Handler = "postgresql"
		config.PostgreSQLURL = *pgURL
	} else {
		abs, err := filepath.Abs(*dataDir)
		if err != nil {
			fail("bad --sqlite-dir: %v", err)
		}
		if err := os.MkdirAll(abs, 0o755); err != nil {
			fail("cannot create %s: %v", abs, err)
		}
		config.Handler = "sqlite"
		config.SQLiteURL = "file:" + abs + "/"
		store = "sqlite dir " + abs
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fail("bad --log-level %q: %v", *logLevel, err)
	}
	config.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	f, err := ferretdb.New(config)
	if err != nil {
		fail("%v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	fmt.Fprintf(os.Stderr, "shokuji-ferretdb: listening on %s, %s\n", *listen, store)

	if err := f.Run(ctx); err != nil {
		fail("%v", err)
	}
	fmt.Fprintln(os.Stderr, "shokuji-ferretdb: stopped")
}

// pingOnce is the readiness probe used by test/engines/up.sh: one wire-protocol
// ping, bounded to 2 seconds, so scripts need neither mongosh nor Node.
func pingOnce(addr string) int {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()

	conn, err := wireclient.Connect(ctx, "mongodb://"+addr+"/", slog.New(slog.DiscardHandler))
	if err != nil {
		fmt.Fprintf(os.Stderr, "ping %s: %v\n", addr, err)
		return 1
	}
	defer conn.Close()

	if err := conn.Ping(ctx); err != nil {
		fmt.Fprintf(os.Stderr, "ping %s: %v\n", addr, err)
		return 1
	}
	fmt.Println("ok")
	return 0
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "shokuji-ferretdb: "+format+"\n", args...)
	os.Exit(2)
}
