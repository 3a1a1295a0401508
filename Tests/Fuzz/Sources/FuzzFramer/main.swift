import FuzzDriver

// The LSP message framer. The first byte chooses a chunk size; the rest is the byte stream. Feeding
// it whole and feeding it in chunks must give the same message bodies (the framer's promise that
// input may arrive in any chunking), and no body exceeds the maximum.
runFuzzer { input in
    guard let first = input.first else { return }
    let chunkSize = Int(first) + 1
    let stream = Array(input.dropFirst())

    var whole = MessageFramer()
    let wholeBodies = bodies(whole.feed(stream))
    _ = whole.hasPartialFrame

    var chunked = MessageFramer()
    var chunkedEvents: [MessageFramer.Event] = []
    var start = 0
    while start < stream.count {
        let end = min(stream.count, start + chunkSize)
        chunkedEvents += chunked.feed(stream[start..<end])
        start = end
    }
    precondition(wholeBodies.allSatisfy { $0.count <= MessageFramer.maximumBodyLength })
    // A header block longer than the framer's limit is cut off where the limit is reached, which
    // depends on where the chunks end; below that size the chunking must not matter.
    if stream.count <= 8_192 {
        precondition(wholeBodies == bodies(chunkedEvents), "chunking changed the message bodies")
    }
}

func bodies(_ events: [MessageFramer.Event]) -> [[UInt8]] {
    events.compactMap { event in
        if case .message(let body) = event { return body }
        return nil
    }
}
