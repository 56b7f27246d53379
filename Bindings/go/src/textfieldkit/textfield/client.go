package textfield

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"
)

// longestLine is the longest line the client reads from the server (a frame of 1000 × 1000
// cells with escapes stays well under it).
const longestLine = 64 << 20

// longestRequest is the longest request line the server reads (1 MiB).
const longestRequest = 1 << 20

// Client is one running `textfield serve` process spoken to over its standard input and
// output (docs/serve-protocol.md). Most embedders use [Model], which owns a Client; a Client
// is for a host that draws without Bubble Tea.
//
// A Client is not safe for concurrent use: one goroutine sends a request and reads its answer
// before the next.
type Client struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan readLine
	stderr  *tailBuffer
	timeout time.Duration
	nextID  int
	// broken is the error that ended the session, after which every request returns it.
	broken error
	// quit is closed when the session ends, so the reading goroutine stops.
	quit chan struct{}
}

// readLine is one line the server wrote, or why no more will come (clean: the output ended
// and the process exited 0).
type readLine struct {
	data  []byte
	err   error
	clean bool
}

// Start starts `binary serve`, says hello in protocol version 1, and returns the client.
// timeout bounds each answer's wait (0: 5 seconds).
func Start(binary string, timeout time.Duration) (*Client, error) {
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	cmd := exec.Command(binary, "serve")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("cannot start textfield serve (%s): %v", binary, err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("cannot start textfield serve (%s): %v", binary, err)
	}
	stderr := &tailBuffer{limit: 4096}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("cannot start textfield serve (%s): %v", binary, err)
	}
	c := &Client{cmd: cmd, stdin: stdin, lines: make(chan readLine, 64), stderr: stderr,
		timeout: timeout, quit: make(chan struct{})}
	go c.read(stdout)
	reply, _, err := c.Request(map[string]interface{}{"type": "hello", "version": 1})
	if err != nil {
		c.Close()
		return nil, err
	}
	if reply.Type != "hello" {
		c.Close()
		return nil, fmt.Errorf("textfield serve answered hello with %q, not hello", reply.Type)
	}
	return c, nil
}

// read sends each line of the server's output to c.lines; at the end it waits for the
// process and sends why the session ended.
func (c *Client) read(stdout io.Reader) {
	defer close(c.lines)
	reader := bufio.NewReaderSize(stdout, 64<<10)
	for {
		line, err := readBounded(reader)
		if err != nil {
			waitErr := c.cmd.Wait()
			reason := "ended"
			if waitErr != nil {
				reason = "ended: " + waitErr.Error()
			}
			if err != io.EOF {
				reason = "could not be read (" + err.Error() + ") and " + reason
			}
			if text := strings.TrimSpace(c.stderr.String()); text != "" {
				reason += ": " + text
			}
			c.send(readLine{err: errors.New("textfield serve " + reason),
				clean: err == io.EOF && waitErr == nil})
			return
		}
		if !c.send(readLine{data: line}) {
			// The session ended with lines still coming (fail or Close killed the process):
			// wait for it all the same, or it stays a zombie with its pipe open.
			_ = c.cmd.Wait()
			return
		}
	}
}

// send passes line on, unless the session has ended; it reports whether it did.
func (c *Client) send(line readLine) bool {
	select {
	case c.lines <- line:
		return true
	case <-c.quit:
		return false
	}
}

// readBounded reads one line without its "\n", at most longestLine bytes.
func readBounded(reader *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		piece, err := reader.ReadSlice('\n')
		line = append(line, piece...)
		if len(line) > longestLine {
			return nil, fmt.Errorf("a line longer than %d bytes", longestLine)
		}
		switch err {
		case nil:
			return bytes.TrimSuffix(line, []byte{'\n'}), nil
		case bufio.ErrBufferFull:
			continue
		default:
			return nil, err
		}
	}
}

// Request sends request (an "id" is added) and returns the reply that ends its answer and
// the events before it. An "error" reply is returned as a *ServeError with the reply, and the
// session goes on; any other error (the process ended, did not answer in time, or wrote what is
// not the protocol) ends the session and is returned by every later request.
func (c *Client) Request(request map[string]interface{}) (Message, []Message, error) {
	if c.broken != nil {
		return Message{}, nil, c.broken
	}
	c.nextID++
	id := c.nextID
	request["id"] = id
	line, err := json.Marshal(request)
	if err != nil {
		return Message{}, nil, fmt.Errorf("cannot write a %v request: %v", request["type"], err)
	}
	if len(line) > longestRequest {
		// The server would skip it whole and answer without an id: say so here instead.
		return Message{}, nil, &ServeError{Code: "line_too_long", Message: fmt.Sprintf(
			"a %v request of %d bytes is longer than the %d a request line may hold",
			request["type"], len(line), longestRequest)}
	}
	deadline := time.NewTimer(c.timeout)
	defer deadline.Stop()
	// The write is bounded by the timeout too: a server that stops reading fills the pipe and
	// would block a request longer than the pipe holds for ever. Killing it (fail) ends the
	// write, so the goroutine ends.
	written := make(chan error, 1)
	go func() {
		_, err := c.stdin.Write(append(line, '\n'))
		written <- err
	}()
	select {
	case err := <-written:
		if err != nil {
			return Message{}, nil, c.fail(c.endedError(fmt.Errorf("textfield serve: cannot write: %v", err)))
		}
	case <-deadline.C:
		return Message{}, nil, c.fail(fmt.Errorf(
			"textfield serve did not read a %v request within %v", request["type"], c.timeout))
	}
	var events []Message
	for {
		var next readLine
		select {
		case got, open := <-c.lines:
			if !open {
				return Message{}, nil, c.fail(errors.New("textfield serve ended"))
			}
			next = got
		case <-deadline.C:
			return Message{}, nil, c.fail(fmt.Errorf(
				"textfield serve did not answer a %v request within %v", request["type"], c.timeout))
		}
		if next.err != nil {
			return Message{}, nil, c.fail(next.err)
		}
		message, err := parseMessage(next.data, id)
		if err != nil {
			return Message{}, nil, c.fail(err)
		}
		switch message.Type {
		case "hello", "opened", "ok", "frame":
			return message, events, nil
		case "error":
			var serveErr ServeError
			if message.Decode("code", &serveErr.Code) != nil ||
				message.Decode("message", &serveErr.Message) != nil {
				return Message{}, nil, c.fail(fmt.Errorf("textfield serve wrote a bad error: %s", next.data))
			}
			return message, events, &serveErr
		default:
			events = append(events, message)
		}
	}
}

// endedError is err, or the reason the process ended when it has (a write fails when the
// server is gone; its exit says why better).
func (c *Client) endedError(err error) error {
	select {
	case got, open := <-c.lines:
		if open && got.err != nil {
			return got.err
		}
	case <-time.After(100 * time.Millisecond):
	}
	return err
}

// fail records err as the end of the session, stops the process, and returns err.
func (c *Client) fail(err error) error {
	c.broken = err
	close(c.quit)
	_ = c.cmd.Process.Kill()
	return err
}

// Close ends the session: it closes the server's standard input (the protocol's end, exit 0)
// and waits for the process, killing it when it does not end within the timeout.
func (c *Client) Close() error {
	if c.broken != nil {
		return nil
	}
	c.broken = errors.New("the textfield serve session is closed")
	_ = c.stdin.Close()
	deadline := time.NewTimer(c.timeout)
	defer deadline.Stop()
	defer close(c.quit)
	for {
		select {
		case got, open := <-c.lines:
			if !open {
				return nil
			}
			if got.err != nil && !got.clean {
				return got.err
			}
		case <-deadline.C:
			_ = c.cmd.Process.Kill()
			return fmt.Errorf("textfield serve did not end within %v after its input closed", c.timeout)
		}
	}
}
