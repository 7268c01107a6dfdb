console.log('1 passed, 0 failed');
