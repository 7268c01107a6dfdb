/**
 * The pass's icon (Apple requires icon.png): a Carcajada-orange square with a white "C", drawn
 * once at 29 and 58 px (PNG, base64) so the functions ship no image files.
 */
export const PASS_ICONS: Record<string, string> = {
  'icon.png':
    'iVBORw0KGgoAAAANSUhEUgAAAB0AAAAdCAIAAADZ8fBYAAAAYUlEQVR42u2WuxUAIAgDM4gTuf8QboG1FeETK/Io4RpiEGcvRWG4PNdeVbnmKcM1TjGuRcRy3UkGjcQM04b06vPcNv92QYf7l6vywyf/dr43VT4I80yYv8J7Ibxv83+o1wVcfX9Sjz1rZQAAAABJRU5ErkJggg==',
  'icon@2x.png':
    'iVBORw0KGgoAAAANSUhEUgAAADoAAAA6CAIAAABu2d1/AAAAt0lEQVR42u3ZwQ2AMAwDwAzCROw/BFuYJy8kIHGIwVbf7T0QbZLY1kVohbnmmmuuucfCSWZxcTlvcpFINxfpNHFRGi4XhLC4oKWeC3IquZlTa8U13LZNoueYqq0icwDjn83iku7t33Cpj5X6S3ia9UPcgV/CE+7Q4sdcc831j8y32hju0CeO37vvcScWP2KlpV7hrtcWEWs66bX09Bqmeu1ovWa/5ChFb1ClOgb0TNhcc80198baAX5U9pjhWhQbAAAAAElFTkSuQmCC',
};
