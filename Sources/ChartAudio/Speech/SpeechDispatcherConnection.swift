import CSpeechd
import Foundation

/// The commands spoken output sends to a speech server, so that tests can record them
/// (``SpeechDispatcherConnection`` is the real one).
public protocol SpeechServerConnection: AnyObject {
  /// Queues an SSML document to speak.
  ///
  /// - Throws: ``SpeechError`` (`serverUnavailable`) when the server refuses it.
  func speak(ssml: String) throws(SpeechError)
  /// Stops what is spoken and drops what is queued.
  func cancel()
  /// Pauses speaking (at the end of the current message, as the server pauses).
  func pause()
  /// Goes on speaking after a pause.
  func resume()
}

/// A connection to speech-dispatcher through libspeechd, the one file that calls it.
///
/// speech-dispatcher is the speech service Orca and other screen readers use: it speaks with
/// the voice, rate, pitch and volume the user has set (`spd-conf`, or the screen reader's own
/// settings), so nothing here sets them. Messages are SSML (`SPD_DATA_SSML`), the same
/// documents eSpeak NG is given (``SpeechMarkup/document(_:language:)``), at the `text`
/// priority, the priority of a screen reader's ordinary messages.
///
/// Source: speech-dispatcher's manual, "C API" (`spd_open2`, `spd_set_data_mode`, `spd_say`,
/// `spd_cancel`, `spd_pause`, `spd_resume`, `spd_close`).
public final class SpeechDispatcherConnection: SpeechServerConnection, @unchecked Sendable {
  // @unchecked Sendable: libspeechd's threaded mode serializes calls on a connection.
  private let connection: UnsafeMutablePointer<SPDConnection>

  /// Connects to the user's speech-dispatcher, starting it if it is not running (as
  /// libspeechd's autospawn does).
  ///
  /// - Parameter client: The connection's name in speech-dispatcher's client list.
  /// - Throws: ``SpeechError`` (`serverUnavailable`) when no server can be reached or started.
  public init(client: String = "explore") throws(SpeechError) {
    var message: UnsafeMutablePointer<CChar>?
    guard
      let opened = spd_open2(
        "chart-describe", client, nil, SPD_MODE_THREADED, nil, 1, &message)
    else {
      let reason = message.map { String(cString: $0) } ?? "no connection"
      free(message)
      throw SpeechError(.serverUnavailable, reason: reason)
    }
    free(message)
    connection = opened
    guard spd_set_data_mode(connection, SPD_DATA_SSML) == 0 else {
      spd_close(connection)
      throw SpeechError(.serverUnavailable, reason: "it does not take SSML")
    }
  }

  deinit { spd_close(connection) }

  /// Sends `spd_say` at the `text` priority.
  ///
  /// - Throws: ``SpeechError`` (`serverUnavailable`) when the server refuses the message.
  public func speak(ssml: String) throws(SpeechError) {
    guard spd_say(connection, SPD_TEXT, ssml) >= 0 else {
      throw SpeechError(.serverUnavailable, reason: "it refused a message")
    }
  }

  /// Sends `spd_cancel`.
  public func cancel() { _ = spd_cancel(connection) }
  /// Sends `spd_pause`.
  public func pause() { _ = spd_pause(connection) }
  /// Sends `spd_resume`.
  public func resume() { _ = spd_resume(connection) }
}
